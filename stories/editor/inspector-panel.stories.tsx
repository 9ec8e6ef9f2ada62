import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { EditorDocument } from '../../editor/core';
import { heroOverlay, heroStacked } from '../fixtures/heroes';
import { InspectorFrame } from './inspector-story-frame';

/** A page of the blocks these stories select: every one of them as content editors meet it. */
const page: EditorDocument = {
  seo: { title: 'Home', description: '' },
  sections: [
    {
      name: 'hero',
      items: [
        heroOverlay,
        heroStacked,
        {
          id: 'hero-broken',
          type: 'hero',
          title: 'Spring sale',
          backgroundColor: 'sky blue',
          overlayWidth: 'xl',
          targets: [{ url: 'shop/sale', text: 'Shop the sale' }],
        },
        { id: 'popup-untitled', type: 'popup', kind: 'newsletter', delay: -5 },
      ],
    },
    {
      name: 'tests',
      items: [
        {
          id: 'exp-hero-copy',
          type: 'experience',
          experienceId: 'hero-copy',
          trackingEvent: 'add_to_cart',
          baselines: [{ id: 'banner-base', type: 'banner', title: 'Free returns on every order' }],
          variants: [
            { name: 'Shorter copy', variantId: 'short', targets: [{ id: 'banner-short', type: 'banner', title: 'Free returns' }] },
            { name: 'Urgency', variantId: 'urgent', targets: [] },
          ],
        },
      ],
    },
  ],
};

const meta = {
  title: 'Editor/Inspector',
  component: InspectorFrame,
  args: { document: page, selected: heroOverlay.id },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InspectorFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A hero selected: its fields from the schema, labelled by the block's hints; the common fields under "More fields". */
export const HeroSelected: Story = {};

/** Pictures per breakpoint: Small, Medium and Large tabs, each with its own address, text alternative and size. */
export const MediaPerBreakpoint: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const media = canvas.getByRole('group', { name: 'Image per breakpoint' });
    await userEvent.click(within(media).getByRole('tab', { name: 'Large' }));
    const large = within(media).getByRole('tabpanel', { name: 'Large' });
    await expect(within(large).getByLabelText('Width')).toHaveValue('2400');
    await expect(within(large).getByLabelText('Alt')).toHaveValue('Layered mountain ridges under a night sky');
  },
};

/** An experience: its baseline and variants as tabs, each with its own name and variant id, and "Show in canvas". */
export const ExperienceVariants: Story = {
  args: { selected: 'exp-hero-copy' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Shorter copy' }));
    const panel = canvas.getByRole('tabpanel', { name: 'Shorter copy' });
    await expect(within(panel).getByLabelText('Variant id')).toHaveValue('short');
    await userEvent.click(within(panel).getByRole('button', { name: 'Show in canvas' }));
    await expect(within(panel).getByRole('button', { name: 'Show in canvas' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByTestId('canvas-shows')).toHaveTextContent('exp-hero-copy › variants.0.targets');
  },
};

/** A block that fails its schema: each problem beside its field and listed above the form; typing is never blocked. */
export const ValidationErrors: Story = {
  args: { selected: 'hero-broken' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 problems in this block')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Background: must be a CSS colour/ }));
    const background = canvas.getAllByLabelText('Background')[0] as HTMLElement;
    await waitFor(() => expect(background).toHaveFocus());
    await expect(background).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(background);
    await userEvent.type(background, '#cfe8ff');
    await expect(canvas.getByText('2 problems in this block')).toBeVisible();
  },
};

/** No block selected: the page's own settings (title and description for search engines, no-index) under the inspector. */
export const PageSettings: Story = {
  args: { selected: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const settings = canvas.getByRole('region', { name: 'Page settings' });
    const title = within(settings).getByLabelText('Title');
    await expect(title).toHaveValue('Home');
    await userEvent.clear(title);
    await userEvent.type(title, 'Trail gear for every season');
    await expect(title).toHaveValue('Trail gear for every season');
  },
};

/**
 * The description repeats another page's: a warning under the field names that page, and the field stays valid (it
 * never blocks saving). Past 160 characters a second warning says search engines cut it.
 */
export const DuplicateDescription: Story = {
  args: {
    selected: '',
    document: { ...page, seo: { title: 'Home', description: 'Boots, shells and layers for every mile.' } },
    others: [
      {
        id: 'ridgeline-en-us:page:explore',
        docType: 'page',
        key: 'explore',
        name: 'Explore',
        seoDescription: 'Boots, shells and layers for every mile.',
      },
      { id: 'ridgeline-en-us:page:about', docType: 'page', key: 'about', name: 'About Ridgeline', seoDescription: 'Who we are.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const settings = within(canvasElement).getByRole('region', { name: 'Page settings' });
    const description = within(settings).getByLabelText('Description');
    await expect(description).toHaveAccessibleDescription(expect.stringContaining('“Explore” (explore)'));
    await expect(description).not.toHaveAttribute('aria-invalid');
    await userEvent.type(description, ` ${'Tested on the trails we love, from the first step to the summit. '.repeat(2)}`);
    await expect(description).toHaveAccessibleDescription(expect.stringContaining('Search engines cut descriptions after about 160 characters'));
  },
};

/** A required field left empty says "Required"; a number out of range says its bound, in the editor's words. */
export const RequiredAndBounds: Story = {
  args: { selected: 'popup-untitled' },
};

/** Rich text: bold, italic and links from the toolbar (or Ctrl/Cmd+B, +I), sanitized before it reaches the document. */
export const RichTextEditing: Story = {
  args: { selected: heroStacked.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = canvas.getByRole('textbox', { name: 'Body' });
    await userEvent.click(body);
    await userEvent.keyboard('{Control>}a{/Control}');
    const toolbar = canvas.getByRole('toolbar', { name: 'Formatting of Body' });
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(body.querySelector('b, strong')).not.toBeNull());
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Link' }));
    await userEvent.type(canvas.getByLabelText('Link address'), 'javascript:alert(1)');
    await userEvent.click(canvas.getByRole('button', { name: 'Add link' }));
    await expect(canvas.getByText(/Enter a site path/)).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Link address'));
    await userEvent.type(canvas.getByLabelText('Link address'), '/help');
    await userEvent.click(canvas.getByRole('button', { name: 'Add link' }));
    await waitFor(() => expect(body.querySelector('a[href="/help"]')).not.toBeNull());
  },
};
