import { Global, Module } from '@nestjs/common';
import { MailService } from './mail.service';

/** Outgoing e-mail, available to every feature. */
@Global()
@Module({ providers: [MailService], exports: [MailService] })
export class MailModule {}
