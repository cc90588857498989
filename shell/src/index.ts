// No async boundary: every module the shell shares is eager (in this first chunk), so the
// federation runtime can hand them out at once, and the page saves a round trip.
// First, before the rest of the shell is evaluated: the downloads this page needs first.
import './preload/start';
import './bootstrap';
