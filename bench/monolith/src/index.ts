// Same shape as the shell's entry, so both builds start the same way.
import './bootstrap';
