import { z } from 'zod';
import { text } from '../text';
import { emailSchema } from './address';
import { isCalendarDate } from './consumer';

/**
 * Customer service (spec 000 §1 "Contact-us cases and warranty cases", §7 `POST /consumers-v3/contactus`,
 * `GET /consumers-v3/contactus/categorySubject`, `POST /consumers-v3/consumer/warranty`). The spec names the calls
 * only: the topics, fields and limits here are Tessera's (docs/decisions.md, "Customer service cases"). Issues name
 * message keys (`form.*`), as the other shopper forms' do.
 */

/** What a shopper writes to the store about, each with its subjects: the codes the form sends and the case keeps. */
export const contactTopics = {
  order: ['where-is-my-order', 'change-or-cancel', 'wrong-or-missing-item', 'delivery-damage'],
  returns: ['start-a-return', 'refund-status', 'exchange'],
  product: ['sizing-and-fit', 'product-care', 'availability'],
  account: ['sign-in-trouble', 'personal-data', 'newsletter-and-sms'],
  other: ['feedback', 'something-else'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

export type ContactCategory = keyof typeof contactTopics;
export const contactCategories = Object.keys(contactTopics) as ContactCategory[];
/** Subjects for which the order number is asked (and required). */
export const subjectsNeedingOrder: ReadonlySet<string> = new Set([
  'where-is-my-order',
  'change-or-cancel',
  'wrong-or-missing-item',
  'delivery-damage',
  'refund-status',
]);

/** A topic's code as the catalogue's select messages name it: ICU selectors take no hyphen (`where-is-my-order` → `where_is_my_order`). */
export const topicSelector = (code: string): string => code.replace(/-/g, '_');

export const MESSAGE_MIN = 20;
export const MESSAGE_MAX = 2000;
/** How long the warranty covers a product from its purchase: two years, the EU's legal guarantee, everywhere. */
export const WARRANTY_YEARS = 2;

const typed = () => text('form.textInvalid');
/** The store's order numbers (RL00000001, KS00000001): two letters, eight digits. */
export const orderNumberSchema = typed()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}\d{8}$/, 'form.orderNumberInvalid');
const message = typed().trim().min(1, 'form.required').min(MESSAGE_MIN, 'form.messageTooShort').max(MESSAGE_MAX, 'form.tooLong');
const person = typed().trim().min(1, 'form.required').max(60, 'form.tooLong');

/** `GET /consumers-v3/contactus/categorySubject`: the topics in the site's words, in the order the form offers them. */
export const categorySubjectAnswerSchema = z.object({
  categories: z.array(
    z.object({
      code: text(),
      label: text(),
      subjects: z.array(z.object({ code: text(), label: text(), orderNumberRequired: z.boolean() })),
    }),
  ),
});

/** `POST /consumers-v3/contactus`: anyone may write (a guest proves to be a person with the captcha). */
export const contactUsBodySchema = z
  .object({
    firstName: person,
    lastName: person,
    email: emailSchema,
    category: z.enum(contactCategories as [ContactCategory, ...ContactCategory[]], { message: 'form.required' }),
    subject: typed().trim().min(1, 'form.required').max(60, 'form.tooLong'),
    orderNumber: z.union([orderNumberSchema, z.literal('')]).optional(),
    message,
    recaptcha_response: text().max(4000).optional(),
  })
  .superRefine((body, ctx) => {
    const subjects: readonly string[] = contactTopics[body.category];
    if (!subjects.includes(body.subject)) ctx.addIssue({ code: 'custom', path: ['subject'], message: 'form.required' });
    else if (subjectsNeedingOrder.has(body.subject) && !body.orderNumber)
      ctx.addIssue({ code: 'custom', path: ['orderNumber'], message: 'form.required' });
  });

export const warrantyDefects = ['sole-separation', 'stitching', 'zip-or-fastening', 'waterproofing', 'fabric-or-upper', 'other'] as const;
export const purchasePlaces = ['online', 'store', 'retailer'] as const;

/** `POST /consumers-v3/consumer/warranty`: a signed-in customer's claim that a product failed before it should have. */
export const warrantyBodySchema = z.object({
  productName: typed().trim().min(1, 'form.required').max(120, 'form.tooLong'),
  /** The style number on the label (the product's master id, `RL10062010`), when the customer has it. */
  styleNumber: z
    .union([
      typed()
        .trim()
        .regex(/^[A-Za-z0-9]{8,11}$/, 'form.styleNumberInvalid'),
      z.literal(''),
    ])
    .optional(),
  size: typed().trim().max(20, 'form.tooLong').optional(),
  purchaseDate: typed()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'form.dateInvalid')
    .refine(isCalendarDate, 'form.dateInvalid'),
  purchasePlace: z.enum(purchasePlaces, { message: 'form.required' }),
  orderNumber: z.union([orderNumberSchema, z.literal('')]).optional(),
  defect: z.enum(warrantyDefects, { message: 'form.required' }),
  description: message,
});

/** Both calls answer the case's number, which the acknowledgement e-mail repeats. */
export const supportCaseAnswerSchema = z.object({ caseNumber: text() });

export type ContactUsBody = z.infer<typeof contactUsBodySchema>;
export type WarrantyBody = z.infer<typeof warrantyBodySchema>;
export type CategorySubjectAnswer = z.infer<typeof categorySubjectAnswerSchema>;
