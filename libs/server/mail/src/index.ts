export { MailModule } from './mail.module';
export { MailService } from './mail.service';
export { renderMail, type MailMessage, type RenderedMail } from './mail-message';
