/** Customer service in the storefront: the help centre's contact form. */
export { ContactUsFlow } from './ContactUsFlow';
export { ContactUsForm, type ContactUsFormProps, type ContactValues } from './ContactUsForm';
