/** The mail port: the store hands over a finished message; the provider delivers it. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
