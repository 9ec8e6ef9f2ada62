import { z } from 'zod';
import { categorySubjectAnswerSchema, contactUsBodySchema, supportCaseAnswerSchema, warrantyBodySchema } from '../support';
import { text } from '../../text';
import { operation } from './operation';

/** The site whose words and service desk the case is for. */
const localeQuery = z.object({ locale: text().max(20).optional() });

/** Customer service (spec 000 §1, §7): the contact form's topics, contact-us cases and warranty cases. */
export const supportContract = {
  'GET /consumers-v3/contactus/categorySubject': operation({
    summary: 'The contact form’s categories and their subjects, in the site’s words',
    query: localeQuery,
    answer: categorySubjectAnswerSchema,
  }),
  'POST /consumers-v3/contactus': operation({
    summary: 'Write to customer service: a case, acknowledged by e-mail (a guest passes the captcha)',
    query: localeQuery,
    body: contactUsBodySchema,
    status: 201,
    answer: supportCaseAnswerSchema,
  }),
  'POST /consumers-v3/consumer/warranty': operation({
    summary: 'A signed-in customer’s warranty claim: a case, acknowledged by e-mail',
    query: localeQuery,
    body: warrantyBodySchema,
    status: 201,
    answer: supportCaseAnswerSchema,
  }),
} as const;
