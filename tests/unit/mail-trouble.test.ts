import { describe, expect, it } from 'vitest';
import { mailTroubleInWords } from '#lib/mail-trouble.ts';
import { mailTroubleContent as copy } from '#lib/mail-trouble.content.ts';

describe('mail trouble in words', () => {
  it.each([
    ['535 5.7.8 Authentication credentials invalid', copy.password],
    ['Invalid login: 535-5.7.8 Username and Password not accepted', copy.password],
    ['connect ECONNREFUSED 127.0.0.1:2525', copy.unreachable],
    ['getaddrinfo ENOTFOUND smtp.example.com', copy.unreachable],
    ['Greeting never received', copy.unreachable],
    ['self-signed certificate in certificate chain', copy.certificate],
    ['421 Service not available, closing transmission channel', copy.busy],
    ['451 4.3.0 Temporary lookup failure', copy.busy],
    ['550 5.1.1 <nobody@example.com>: Recipient address rejected: User unknown', copy.recipient],
    ['554 5.7.1 Message rejected as spam', copy.rejected],
    ['Gave up after the last retry', copy.gaveUp],
    ['something odd', copy.unknown],
    [null, copy.unknown],
  ])('%j', (error, words) => {
    expect(mailTroubleInWords(error)).toBe(words);
  });
});
