// The async boundary lets the federation runtime negotiate shared singletons first.
import('./dev-host/bootstrap');
