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

// A directed, non-strict main graph, as the DOT parser opens one for `digraph` (grammar.y's
// startgraph). Through a function: Swift 6 refuses to read a C global (shared mutable state).
static inline Agraph_t *lifeline_open_digraph(char *name) { return agopen(name, Agdirected, NULL); }

// A context that draws without shaping text: only the core renderers (SVG among them) and the
// neato layout, no pango. Graphviz then sizes text from its own built-in font metrics (text
// shaping was a fifth of a pinned sequence diagram's render, callgrind); pinned diagrams give
// every text node its size, so nothing is laid out from those estimates.
//
// gvContext() reads the plugin list (config6a) and picks pango for text; gvContextPlugins with
// demand loading off reads no list and installs only the libraries given here, which are taken
// from the same plugin folder libgvc reports (gvconfig_libdir, exported, undeclared). Returns
// NULL when a plugin cannot be loaded. The libraries stay loaded for the process.
#include <dlfcn.h>
#include <stdio.h>
extern char *gvconfig_libdir(GVC_t *gvc);
static inline GVC_t *lifeline_context_without_text_shaping(GVC_t *shaping) {
    static lt_symlist_t builtins[3];
    static const char *names[2][2] = {
        {"libgvplugin_core.so.6", "gvplugin_core_LTX_library"},
        {"libgvplugin_neato_layout.so.6", "gvplugin_neato_layout_LTX_library"},
    };
    const char *folder = gvconfig_libdir(shaping);
    if (!folder) return NULL;
    for (int index = 0; index < 2; index++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", folder, names[index][0]);
        void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
        if (!library) return NULL;
        void *address = dlsym(library, names[index][1]);
        if (!address) return NULL;
        builtins[index].name = names[index][1];
        builtins[index].address = address;
    }
    builtins[2].name = NULL;
    builtins[2].address = NULL;
    return gvContextPlugins(builtins, 0);
}
