/* test-sizes.c — placeholder, filled in below. */
int main (void) { return 77; }
