// Includes the installed Graphviz headers (Debian: libgraphviz-dev; macOS: Homebrew's graphviz);
// nothing is copied in. Named without their folder: libgvc.pc's Cflags name the folder itself
// (-I/usr/include/graphviz, -I/opt/homebrew/…/include/graphviz), and Homebrew's include folder
// is not on the compiler's default path as /usr/include is.
#include <gvc.h>
#include <cgraph.h>

// `neato -n`'s switch: libgvc's global (exported, undeclared in the installed headers) that
// makes neato take every node's `pos` as given and skip its solver. The command line sets it
// from its arguments; a library caller sets it around gvLayout, under the process's one lock.
// Set through a function: Swift 6 refuses to touch a C global (shared mutable state).
extern int Nop;
static inline void lifeline_set_nop(int value) { Nop = value; }
