/**
 * Every test may decide any command: the families the builder loads after its first paint
 * (commands/registry.ts `loadCommandFamilies`) are loaded before each test file runs.
 */
import { loadCommandFamilies } from '../../src/commands/registry.ts';

await loadCommandFamilies();
