import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';

/**
 * Vitest's own order, but the visual suite first. It is one long file (every story at two widths), and the
 * unit, integration and Storybook files fit in its shadow on the second worker; started last, as the project
 * names would have it, it would run alone at the end.
 */
export class VisualSuiteFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const visual = (spec: TestSpecification) => spec.project.name === 'visual';
    return [...sorted.filter(visual), ...sorted.filter((spec) => !visual(spec))];
  }
}
