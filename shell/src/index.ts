// No async boundary: every module the shell shares is eager (in this first chunk), so the
// federation runtime can hand them out at once, and the page saves a round trip.
// First, before the rest of the shell is evaluated: the remotes' scripts the preloader found
// start downloading now that this script has arrived.
import './preload/shell-has-arrived';
import './bootstrap';
