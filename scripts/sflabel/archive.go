package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"hash/fnv"
	"io"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// A label archive keeps the scores of labelled blocks in a form small
// enough for the repository, so that labelling resumes across sessions
// and machines: the positions come again from the games and the seed,
// and only each position's score (or "not kept") is stored, two bytes a
// position. unpack writes the block files exactly as label wrote them.
//
// Format (gzip-compressed): "SFLB", version 1, then uvarints: the block
// size, the note's length and the note (who scored, at how many nodes),
// the number of blocks; per block: its index, its number of positions,
// the FNV-64a of its positions' FENs and results (8 bytes, little
// endian), and one int16 per position (little endian; notKept for a
// position label did not keep).
const (
	archiveMagic   = "SFLB"
	archiveVersion = 1
	notKept        = math.MinInt16
	// Bounds on what an archive may claim, so that a damaged file cannot
	// make unpack allocate without limit.
	maxArchiveBlockSize = 1 << 20
	maxArchiveBlocks    = 1 << 16
	maxArchiveNote      = 1 << 10
)

// archivedBlock is one block's scores.
type archivedBlock struct {
	index  int
	sum    uint64
	scores []int16
}

// positionsSum fingerprints a block's positions: an archive made from
// other games, another seed or another block size does not unpack.
func positionsSum(ps []position) uint64 {
	h := fnv.New64a()
	for _, p := range ps {
		io.WriteString(h, p.fen)
		h.Write([]byte{';'})
		io.WriteString(h, p.result)
		h.Write([]byte{'\n'})
	}
	return h.Sum64()
}

// scoresFromBlock reads a block file written by label and returns one
// score per position of the block (notKept where label kept none). It
// fails unless the file is exactly what these scores give back.
func scoresFromBlock(ps []position, data []byte) ([]int16, error) {
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if len(data) == 0 {
		lines = nil
	}
	scores := make([]int16, len(ps))
	k := 0
	for i, p := range ps {
		scores[i] = notKept
		if k >= len(lines) {
			continue
		}
		fen, rest, _ := strings.Cut(lines[k], ";")
		if fen != p.fen {
			continue
		}
		cp, result, _ := strings.Cut(rest, ";")
		v, err := strconv.Atoi(cp)
		if err != nil || v <= notKept || v > math.MaxInt16 || result != p.result {
			return nil, fmt.Errorf("line %d (%q) cannot be archived", k+1, lines[k])
		}
		scores[i] = int16(v)
		k++
	}
	if k != len(lines) {
		return nil, fmt.Errorf("line %d (%q) is not a position of this block in order", k+1, lines[k])
	}
	return scores, nil
}

// blockFromScores is the block file label writes for these scores.
func blockFromScores(ps []position, scores []int16) []byte {
	var b bytes.Buffer
	for i, p := range ps {
		if scores[i] != notKept {
			fmt.Fprintf(&b, "%s;%d;%s\n", p.fen, scores[i], p.result)
		}
	}
	return b.Bytes()
}

func writeArchive(w io.Writer, blockSize int, note string, blocks []archivedBlock) error {
	zw := gzip.NewWriter(w)
	bw := bufio.NewWriter(zw)
	var buf [binary.MaxVarintLen64]byte
	uv := func(v uint64) { bw.Write(buf[:binary.PutUvarint(buf[:], v)]) }
	bw.WriteString(archiveMagic)
	bw.WriteByte(archiveVersion)
	uv(uint64(blockSize))
	uv(uint64(len(note)))
	bw.WriteString(note)
	uv(uint64(len(blocks)))
	for _, b := range blocks {
		uv(uint64(b.index))
		uv(uint64(len(b.scores)))
		binary.Write(bw, binary.LittleEndian, b.sum)
		binary.Write(bw, binary.LittleEndian, b.scores)
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	return zw.Close()
}

func readArchive(r io.Reader) (blockSize int, note string, blocks []archivedBlock, err error) {
	zr, err := gzip.NewReader(r)
	if err != nil {
		return 0, "", nil, fmt.Errorf("not a label archive: %w", err)
	}
	br := bufio.NewReader(zr)
	head := make([]byte, len(archiveMagic)+1)
	if _, err := io.ReadFull(br, head); err != nil || string(head[:4]) != archiveMagic {
		return 0, "", nil, errors.New("not a label archive")
	}
	if head[4] != archiveVersion {
		return 0, "", nil, fmt.Errorf("label archive version %d, this sflabel reads %d", head[4], archiveVersion)
	}
	bounded := func(what string, limit uint64) (int, error) {
		v, err := binary.ReadUvarint(br)
		if err != nil {
			return 0, fmt.Errorf("label archive cut short in its %s", what)
		}
		if v > limit {
			return 0, fmt.Errorf("label archive: %s %d is over %d", what, v, limit)
		}
		return int(v), nil
	}
	if blockSize, err = bounded("block size", maxArchiveBlockSize); err != nil {
		return
	}
	n, err := bounded("note length", maxArchiveNote)
	if err != nil {
		return
	}
	nb := make([]byte, n)
	if _, err = io.ReadFull(br, nb); err != nil {
		return 0, "", nil, errors.New("label archive cut short in its note")
	}
	count, err := bounded("block count", maxArchiveBlocks)
	if err != nil {
		return
	}
	for range count {
		var b archivedBlock
		if b.index, err = bounded("block index", maxArchiveBlocks*maxArchiveBlockSize); err != nil {
			return
		}
		size, err := bounded("block length", uint64(blockSize))
		if err != nil {
			return 0, "", nil, err
		}
		b.scores = make([]int16, size)
		if err := binary.Read(br, binary.LittleEndian, &b.sum); err != nil {
			return 0, "", nil, fmt.Errorf("label archive cut short in block %d", b.index)
		}
		if err := binary.Read(br, binary.LittleEndian, b.scores); err != nil {
			return 0, "", nil, fmt.Errorf("label archive cut short in block %d", b.index)
		}
		blocks = append(blocks, b)
	}
	return blockSize, string(nb), blocks, nil
}

// runPack archives the block files of outdir in the range -blocks (those
// that exist) into -out.
func runPack(args []string) error {
	fs := flag.NewFlagSet("pack", flag.ExitOnError)
	pf := addPositionFlags(fs)
	outDir := fs.String("outdir", "sf-data", "folder of the block files")
	blocks := fs.String("blocks", "0:", "blocks to archive, first:end (those whose file exists)")
	out := fs.String("out", "labels.bin.gz", "archive to write")
	note := fs.String("note", "", "what scored the blocks (for example: Stockfish 15.1, 3000 nodes)")
	fs.Parse(args)
	if len(*note) > maxArchiveNote {
		return fmt.Errorf("-note is longer than %d bytes", maxArchiveNote)
	}
	ps, err := pf.load()
	if err != nil {
		return err
	}
	bs := *pf.blockSize
	lo, hi, err := parseRange(*blocks, (len(ps)+bs-1)/bs)
	if err != nil {
		return err
	}
	var list []archivedBlock
	for b := lo; b < hi; b++ {
		data, err := os.ReadFile(blockPath(*outDir, b))
		if errors.Is(err, os.ErrNotExist) {
			continue
		} else if err != nil {
			return err
		}
		part := ps[b*bs : min((b+1)*bs, len(ps))]
		scores, err := scoresFromBlock(part, data)
		if err != nil {
			return fmt.Errorf("block %d: %w", b, err)
		}
		if !bytes.Equal(blockFromScores(part, scores), data) {
			return fmt.Errorf("block %d: its file is not written as label writes it", b)
		}
		list = append(list, archivedBlock{index: b, sum: positionsSum(part), scores: scores})
	}
	if len(list) == 0 {
		return fmt.Errorf("no block file of %s in blocks %d..%d", *outDir, lo, hi-1)
	}
	tmp := *out + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return err
	}
	if err := writeArchive(f, bs, *note, list); err != nil {
		f.Close()
		os.Remove(tmp)
		return err
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return err
	}
	fmt.Fprintf(os.Stderr, "archived %d blocks (%d..%d) into %s\n", len(list), list[0].index, list[len(list)-1].index, *out)
	return os.Rename(tmp, *out)
}

// runUnpack writes the block files of the archives given as arguments
// into outdir, skipping blocks whose file exists.
func runUnpack(args []string) error {
	fs := flag.NewFlagSet("unpack", flag.ExitOnError)
	pf := addPositionFlags(fs)
	outDir := fs.String("outdir", "sf-data", "folder of the block files")
	fs.Parse(args)
	if fs.NArg() == 0 {
		return errors.New("unpack: name the archives")
	}
	ps, err := pf.load()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(*outDir, 0o755); err != nil {
		return err
	}
	for _, name := range fs.Args() {
		if err := unpackOne(name, ps, *pf.blockSize, *outDir); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
	}
	return nil
}

func unpackOne(name string, ps []position, bs int, outDir string) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	size, note, blocks, err := readArchive(f)
	if err != nil {
		return err
	}
	if size != bs {
		return fmt.Errorf("blocks of %d positions, not %d", size, bs)
	}
	written := 0
	for _, b := range blocks {
		path := blockPath(outDir, b.index)
		if _, err := os.Stat(path); err == nil {
			continue
		}
		if b.index*bs >= len(ps) {
			return fmt.Errorf("block %d is past the %d positions of these games", b.index, len(ps))
		}
		part := ps[b.index*bs : min((b.index+1)*bs, len(ps))]
		if len(part) != len(b.scores) || positionsSum(part) != b.sum {
			return fmt.Errorf("block %d holds other positions than these games give (another games file, seed or -minply?)", b.index)
		}
		tmp := path + ".tmp"
		if err := os.WriteFile(tmp, blockFromScores(part, b.scores), 0o644); err != nil {
			return err
		}
		if err := os.Rename(tmp, path); err != nil {
			return err
		}
		written++
	}
	fmt.Fprintf(os.Stderr, "%s (%s): %d blocks, %d written into %s\n", filepath.Base(name), note, len(blocks), written, outDir)
	return nil
}
