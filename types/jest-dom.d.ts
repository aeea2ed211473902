// The DOM matchers (toBeInTheDocument, toHaveTextContent...) that tooling/jest/setup-dom.ts adds.
import '@testing-library/jest-dom';
