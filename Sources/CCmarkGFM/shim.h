// Includes the installed cmark-gfm headers (Debian: libcmark-gfm-dev, libcmark-gfm-extensions-dev;
// macOS: Homebrew's cmark-gfm), from the folder libcmark-gfm.pc's Cflags name.
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
