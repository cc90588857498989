// The brand theme typing for this remote's styled components.
import type {} from '@citypass/shared-ui/theme/styled';
