import type { Seo } from '../../schemas';

/** A block that passed its schema: identity plus its parsed fields (children of containers are resolved too). */
export interface ResolvedBlock {
  readonly id: string;
  readonly type: string;
  readonly [field: string]: unknown;
}

export interface ResolvedSection {
  readonly name: string;
  /** Name contains "lazy load": rendered on the client when it nears the viewport. */
  readonly lazy: boolean;
  /** Name ends with "inherited": items were merged with the matching route-pattern espots. */
  readonly inherited: boolean;
  readonly items: readonly ResolvedBlock[];
}

export interface ResolvedPage {
  readonly id: string;
  readonly docType: string;
  readonly key: string;
  readonly version: number;
  readonly seo: Seo;
  readonly sections: readonly ResolvedSection[];
}

/** Why a block was skipped: logged on the server, shown in the editor. */
export interface BlockIssue {
  readonly blockId: string;
  readonly type: string;
  readonly section: string;
  readonly reason: string;
}
