import { startWaitingDownloads } from './script-downloads';

startWaitingDownloads();
