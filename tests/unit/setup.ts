import '@testing-library/jest-dom/vitest';
import { loadAppMessages, messageLocales } from '../../runtime/core';

// Blocks read their words synchronously once a locale is loaded; the storefront loads the page's locale before
// it renders, the tests load them all.
await Promise.all(messageLocales.map((tag) => loadAppMessages(tag)));
