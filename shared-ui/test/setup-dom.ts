import '@testing-library/jest-dom';
import '../src/testing/text-encoder';
import { allTextsReady } from '../src/platform/i18n';

// Every part's texts the test file's modules define, loaded before its first test: components
// render in place at once, as on a page whose language arrived with its first downloads.
beforeAll(() => allTextsReady());
