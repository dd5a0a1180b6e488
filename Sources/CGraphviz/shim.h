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
// startgraph), whose memory is an arena. cgraph takes every object, record and string of a
// graph, and its dictionaries' contents, through the graph's memory discipline; when that
// discipline can close its heap, agclose closes it at once ("whoosh", cgraph's graph.c) instead
// of freeing object by object, which took 548 M instructions of a cold build (callgrind).
// Memory comes from 64 KB regions, zeroed as cgraph's own allocator gives it; a piece freed is
// given back with the rest, when the graph is closed (`lifeline_close_graph`).
//
// Graphviz 9 removed memory disciplines (its CHANGELOG, 9.0.0): there the graph is opened with
// the default discipline and closed with agclose. (Recent releases' version header names the
// major version, GRAPHVIZ_VERSION_MAJOR; 2.43's names none.)
#include <graphviz_version.h>
#include <stdlib.h>
#include <string.h>
#if defined(GRAPHVIZ_VERSION_MAJOR) && GRAPHVIZ_VERSION_MAJOR >= 9
static inline Agraph_t *lifeline_open_digraph(char *name) { return agopen(name, Agdirected, NULL); }
static inline void lifeline_close_graph(Agraph_t *graph) { agclose(graph); }
#else
#include <stdint.h>
// The arena's memory is 64 KB regions, each aligned to its size, so that a piece is known to be
// the arena's by the region it lies in. cdt gives cgraph's discipline pieces it took from
// malloc itself (the holders of a subgraph's edge sets, when no graph was current as it took
// them): freed through the discipline, those are given to free.
#define LIFELINE_REGION ((size_t)65536)
struct lifeline_arena {
    char *next;
    size_t left;
    uintptr_t *regions;  // the regions' starts, sorted
    size_t count, capacity;
    void **blocks;       // what aligned_alloc gave, each one region or several
    size_t blockCount, blockCapacity;
};
static inline int lifeline_arena_owns(struct lifeline_arena *arena, const void *piece) {
    uintptr_t region = (uintptr_t)piece & ~(uintptr_t)(LIFELINE_REGION - 1);
    size_t low = 0, high = arena->count;
    while (low < high) {
        size_t middle = (low + high) / 2;
        if (arena->regions[middle] < region) low = middle + 1; else high = middle;
    }
    return low < arena->count && arena->regions[low] == region;
}
// A zeroed block of `regions` regions, recorded; NULL when out of memory.
static inline char *lifeline_arena_block(struct lifeline_arena *arena, size_t regions) {
    if (arena->count + regions > arena->capacity) {
        size_t capacity = 2 * (arena->count + regions) + 16;
        uintptr_t *grown = realloc(arena->regions, capacity * sizeof(uintptr_t));
        if (!grown) return NULL;
        arena->regions = grown;
        arena->capacity = capacity;
    }
    if (arena->blockCount == arena->blockCapacity) {
        size_t capacity = 2 * arena->blockCapacity + 16;
        void **grown = realloc(arena->blocks, capacity * sizeof(void *));
        if (!grown) return NULL;
        arena->blocks = grown;
        arena->blockCapacity = capacity;
    }
    char *block = aligned_alloc(LIFELINE_REGION, regions * LIFELINE_REGION);
    if (!block) return NULL;
    memset(block, 0, regions * LIFELINE_REGION);
    arena->blocks[arena->blockCount++] = block;
    for (size_t index = 0; index < regions; index++) {
        uintptr_t region = (uintptr_t)block + index * LIFELINE_REGION;
        size_t at = arena->count;
        while (at > 0 && arena->regions[at - 1] > region) {
            arena->regions[at] = arena->regions[at - 1];
            at--;
        }
        arena->regions[at] = region;
        arena->count++;
    }
    return block;
}
static inline void *lifeline_arena_open(Agdisc_t *disc) {
    (void)disc;
    return calloc(1, sizeof(struct lifeline_arena));
}
static inline void *lifeline_arena_alloc(void *state, size_t request) {
    struct lifeline_arena *arena = state;
    size_t size = (request + 15) & ~(size_t)15;
    if (size > LIFELINE_REGION / 4) return lifeline_arena_block(arena, (size + LIFELINE_REGION - 1) / LIFELINE_REGION);
    if (size > arena->left) {
        char *block = lifeline_arena_block(arena, 1);
        if (!block) return NULL;
        arena->next = block;
        arena->left = LIFELINE_REGION;
    }
    void *piece = arena->next;
    arena->next += size;
    arena->left -= size;
    return piece;
}
static inline void *lifeline_arena_resize(void *state, void *piece, size_t old, size_t request) {
    if (piece && !lifeline_arena_owns(state, piece)) {
        // As cgraph's own resize: the added bytes zeroed.
        char *moved = realloc(piece, request);
        if (moved && request > old) memset(moved + old, 0, request - old);
        return moved;
    }
    void *moved = lifeline_arena_alloc(state, request);
    if (moved && piece) memcpy(moved, piece, old < request ? old : request);
    return moved;
}
static inline void lifeline_arena_free(void *state, void *piece) {
    if (piece && !lifeline_arena_owns(state, piece)) free(piece);
}
static inline void lifeline_arena_close(void *state) {
    struct lifeline_arena *arena = state;
    for (size_t index = 0; index < arena->blockCount; index++) free(arena->blocks[index]);
    free(arena->blocks);
    free(arena->regions);
    free(arena);
}
static inline Agraph_t *lifeline_open_digraph(char *name) {
    static Agmemdisc_t memory = {
        lifeline_arena_open, lifeline_arena_alloc, lifeline_arena_resize, lifeline_arena_free, lifeline_arena_close,
    };
    static Agdisc_t discipline;
    discipline.mem = &memory;
    discipline.id = &AgIdDisc;
    discipline.io = &AgIoDisc;
    return agopen(name, Agdirected, &discipline);
}
// Closes a graph `lifeline_open_digraph` opened, its layout freed first (gvFreeLayout). Its
// subgraphs are closed one by one: cdt allocates with malloc, whatever the discipline, each
// dictionary's own header (cdt's dtopen) and the holders of a subgraph's edges (its edge sets
// hold them apart from the edges), and only agclose's way frees them. The root's heap then goes
// at once, and after it the headers of the root's dictionaries, which cgraph makes for every
// graph (graph.c's agopen1, attr.c's agmakedatadict, refstr.c, imap.c): its node, edge and
// subgraph sets, its attribute declarations, its strings and name maps.
static inline void lifeline_close_graph(Agraph_t *graph) {
    Agraph_t *subgraph, *next;
    for (subgraph = agfstsubg(graph); subgraph; subgraph = next) {
        next = agnxtsubg(subgraph);
        agclose(subgraph);
    }
    // The record attr.c's agmakedatadict binds ("_AG_datadict"; agdatadict is not in the
    // installed headers).
    Agdatadict_t *data = aggetrec(graph, "_AG_datadict", FALSE);
    Agclos_t *shared = graph->clos;
    Dict_t *headers[15] = {
        graph->n_seq, graph->n_id, graph->e_seq, graph->e_id, graph->g_dict,
        data ? data->dict.n : NULL, data ? data->dict.e : NULL, data ? data->dict.g : NULL,
        shared->strdict, shared->lookup_by_name[0], shared->lookup_by_name[1], shared->lookup_by_name[2],
        shared->lookup_by_id[0], shared->lookup_by_id[1], shared->lookup_by_id[2],
    };
    agclose(graph);
    for (int index = 0; index < 15; index++) free(headers[index]);
}
#endif

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
