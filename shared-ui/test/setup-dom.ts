import '@testing-library/jest-dom';
import '../src/testing/text-encoder';
