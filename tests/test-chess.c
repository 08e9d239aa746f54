#include "cairn-chess.h"
int main (void) { return 0; }
