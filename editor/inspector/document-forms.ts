import { z } from 'zod';
import type { FieldHint } from '../../block-registry';
import { blockDefinitions } from '../../block-registry';
import { espotDataSchema, type DocType, pageDataSchema } from '../../schemas';

/** The form of a document's own data: everything but its sections, which the outline edits. */
export interface DocumentForm {
  readonly schema: z.ZodObject;
  readonly hints?: Readonly<Partial<Record<string, FieldHint>>>;
  /** Whether the document also has sections of blocks (the outline and canvas show those). */
  readonly sections: boolean;
}

const { footer, megaMenu, popup } = blockDefinitions;

/**
 * What `SchemaForm` edits for each docType: a footer or menu document's data is its one block (footer, mega menu);
 * a pop-ups document lists the site's pop-ups; page-like documents have their SEO settings beside their sections; an
 * espot its route pattern. Fragments are page-like.
 */
export function documentForm(docType: DocType): DocumentForm {
  switch (docType) {
    case 'footer':
      return { schema: footer.schema, hints: footer.fields, sections: false };
    case 'menu':
      return { schema: megaMenu.schema, hints: megaMenu.fields ?? {}, sections: false };
    case 'popups':
      return { schema: z.object({ popups: z.array(popup.schema).default([]) }), sections: false };
    case 'espot':
      return { schema: espotDataSchema.omit({ sections: true }), sections: true };
    default:
      return { schema: pageDataSchema.omit({ sections: true }), sections: true };
  }
}
