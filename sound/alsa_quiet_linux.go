//go:build linux && cgo

package sound

// #cgo pkg-config: alsa
//
// #include <alsa/asoundlib.h>
//
// static void chessmasterQuietALSA(const char *file, int line, const char *function, int err, const char *fmt, ...) {}
//
// static void chessmasterSilenceALSAErrors(void) {
// 	snd_lib_error_set_handler(chessmasterQuietALSA);
// }
import "C"

// quietALSA stops libasound printing its errors to stderr: a machine
// without a sound card would print a dozen lines at start-up. What went
// wrong still reaches Player.Err through oto.
func quietALSA() { C.chessmasterSilenceALSAErrors() }
