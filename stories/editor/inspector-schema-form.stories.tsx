import '../../editor/editor.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { DocType } from '../../schemas';
import { documentForm, SchemaForm } from '../../editor/inspector';
import { humanize } from '../../editor/inspector/humanize';
import { useEditorWords } from '../../editor/showcase/use-editor-words';
import { siteFooter } from '../fixtures/footers';

/** A document without sections in its form, as the editor shows it for menu, footer and pop-ups documents. */
function DocumentForm({ docType, data }: { readonly docType: DocType; readonly data: Record<string, unknown> }) {
  const t = useEditorWords();
  // The heading the editor gives the form: a page's own fields are its settings; other documents go by their kind.
  const heading = docType === 'page' ? t('editor.settings.title') : humanize(docType);
  const [value, setValue] = useState(data);
  const { schema, hints } = documentForm(docType);
  return (
    <main className="ts-editor-body" style={{ maxWidth: '30rem', minHeight: '100vh', padding: '0.5rem' }}>
      <h1 id="document-heading" style={{ fontSize: '1rem', fontWeight: 700, margin: '0.5rem 0.75rem' }}>
        {heading}
      </h1>
      <SchemaForm
        schema={schema}
        {...(hints ? { hints } : {})}
        value={value}
        onChange={(next) => setValue(next)}
        t={t}
        aria-labelledby="document-heading"
      />
      <pre data-testid="document-data" hidden>
        {JSON.stringify(value)}
      </pre>
    </main>
  );
}

const meta = {
  title: 'Editor/Inspector/Document form',
  component: DocumentForm,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DocumentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The footer document: columns of links, social links, the newsletter call-out, the legal line. */
export const Footer: Story = {
  args: { docType: 'footer', data: { ...siteFooter, columns: siteFooter.columns.slice(0, 2) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const legal = canvas.getByLabelText('Legal text');
    await userEvent.clear(legal);
    await userEvent.type(legal, '© 2026 Ridgeline');
    await expect(canvas.getByTestId('document-data').textContent).toContain('"legal":"© 2026 Ridgeline"');
  },
};

/** The menu document: items, each with its link, style and the next level's columns. */
export const Menu: Story = {
  args: {
    docType: 'menu',
    data: {
      id: 'main-menu',
      type: 'megaMenu',
      items: [
        {
          id: 'women',
          title: 'Women',
          target: { url: '/en-us/c/women-1000', targetAttribute: '_self' },
          columns: [{ id: 'women-0', title: 'Footwear', target: { url: '/en-us/c/women-footwear-1100', targetAttribute: '_self' } }],
        },
        { id: 'sale', title: 'Sale', menuStyle: 'sale', target: { url: '/en-us/c/sale-1900', targetAttribute: '_self' } },
      ],
    },
  },
};

/** A page's own settings beside its sections: the SEO title, description and no-index switch. */
export const PageSettings: Story = {
  args: { docType: 'page', data: { seo: { title: 'Home', description: '' } } },
};
