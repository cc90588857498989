// No async boundary: every module the shell shares is eager (in this first chunk), so the
// federation runtime can hand them out at once, and the page saves a round trip.
// First, before the rest of the shell is evaluated: the remote files this page needs.
import './preload/start';
import './bootstrap';
