package safefile

import "syscall"

// systemFS are the file systems whose files the kernel makes up as they
// are read (/proc, /sys and their kind): such a "regular file" is no file
// that a save could replace.
var systemFS = map[uint32]bool{
	0x9fa0:     true, // proc
	0x62656572: true, // sysfs
	0x64626720: true, // debugfs
	0x74726163: true, // tracefs
	0x73636673: true, // securityfs
	0x27e0eb:   true, // cgroup
	0x63677270: true, // cgroup2
	0x62656570: true, // configfs
	0xde5e81e4: true, // efivarfs
	0x6165676c: true, // pstore
	0x42494e4d: true, // binfmt_misc
	0xcafe4a11: true, // bpf
}

// systemFile reports whether path lies on such a file system.
func systemFile(path string) bool {
	var st syscall.Statfs_t
	if syscall.Statfs(path, &st) != nil {
		return false
	}
	return systemFS[uint32(st.Type)]
}
