// Brings the brand theme typing of styled-components to every file of this remote.
import type {} from '@citypass/shared-ui/theme/styled';
