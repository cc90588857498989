// The shell's styled components read the brand theme that shared-ui types.
import type {} from '@citypass/shared-ui/theme/styled';
