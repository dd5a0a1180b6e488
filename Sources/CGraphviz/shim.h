// Includes the installed Graphviz headers (Debian: libgraphviz-dev); nothing is copied in.
#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>
