import { describe, expect, it } from 'vitest';
import { inquiryReference, subjectReference, threadedSubject } from '#lib/domain/enquiry/inquiry-reference.ts';
import { readEnv } from '#server/env.ts';
import { answeredIds } from '#server/mail/inbound/inbound-message.ts';
import { readImapEnv } from '#server/mail/inbound/imap-env.ts';
import { splitQuoted } from '#server/mail/inbound/quoted.ts';

describe('IMAP_URL', () => {
  it('reads an ordinary mailbox: TLS by default port, INBOX, the user name as the Reply-To address', () => {
    expect(readImapEnv({ IMAP_URL: 'imaps://desk%40safari.example:p%40ss%3Aword@outlook.office365.com' })).toEqual({
      host: 'outlook.office365.com',
      port: 993,
      secure: true,
      user: 'desk@safari.example',
      pass: 'p@ss:word',
      path: 'INBOX',
      address: 'desk@safari.example',
      label: 'desk@safari.example on outlook.office365.com',
    });
    expect(readImapEnv({ IMAP_URL: 'imap://desk:secret@127.0.0.1/Travellers', IMAP_ADDRESS: 'answers@safari.example' })).toMatchObject({
      port: 143,
      secure: false,
      path: 'Travellers',
      address: 'answers@safari.example',
    });
    expect(readImapEnv({})).toBeUndefined();
  });

  it('refuses a malformed value without echoing the password', () => {
    const bad = ['imaps://desk:se cret@', 'https://desk:secret@mail.example', 'imaps://mail.example', 'imaps://desk:secret@mail.example/%E0%A4%A'];
    for (const value of bad) {
      expect(() => readImapEnv({ IMAP_URL: value })).toThrow(/IMAP_URL/);
      try {
        readImapEnv({ IMAP_URL: value });
      } catch (error) {
        expect((error as Error).message).not.toContain('secret');
      }
    }
    expect(() => readImapEnv({ IMAP_URL: 'imaps://desk:secret@mail.example' })).toThrow(/set IMAP_ADDRESS/);
  });

  it('makes the mailbox the Reply-To of mail to travellers', () => {
    expect(readEnv({}).mail.inboundAddress).toBeUndefined();
    expect(readEnv({ IMAP_URL: 'imaps://desk%40safari.example:secret@imap.example.com' }).mail.inboundAddress).toBe('desk@safari.example');
  });
});

describe('enquiry references in subjects', () => {
  it('adds the reference once and finds it again', () => {
    expect(inquiryReference(1234)).toBe('AST-1234');
    expect(threadedSubject('Your safari in June', 1234)).toBe('Your safari in June [AST-1234]');
    expect(threadedSubject('Re: Your safari in June [AST-1234]', 1234)).toBe('Re: Your safari in June [AST-1234]');
    expect(subjectReference('RE: AW: Your safari [ast-1234]')).toBe(1234);
    // A booking's reference (letters and digits) is never an enquiry's.
    expect(subjectReference('Your booking [AST-7K3Q]')).toBeNull();
    expect(subjectReference('AST-1234 without brackets')).toBeNull();
  });

  it('reads In-Reply-To first, then References from the newest, from folded header lines', () => {
    const headers = 'References: <a@x>\r\n <b@x>\r\n\t<c@x>\r\nIn-Reply-To: <c@x>\r\n';
    expect(answeredIds({ uid: 1, envelope: {}, headers })).toEqual(['<c@x>', '<b@x>', '<a@x>']);
    expect(answeredIds({ uid: 1, envelope: {}, headers: '' })).toEqual([]);
  });
});

describe('quoted history', () => {
  it('folds away what mail programs quote below the answer', () => {
    expect(splitQuoted('Yes please.\n\nOn Tue, 24 Nov 2026 at 10:00, Safari <a@b.c> wrote:\n> Dear Amara')).toEqual({
      text: 'Yes please.',
      quoted: 'On Tue, 24 Nov 2026 at 10:00, Safari <a@b.c> wrote:\n> Dear Amara',
    });
    // Gmail wraps the attribution over two lines.
    expect(splitQuoted('Fine.\n\nOn Tue, 24 Nov 2026 at 10:00, African Safari Tours <\nhello@safari.example> wrote:\n> Hi').text).toBe('Fine.');
    expect(splitQuoted('Agreed.\n\n-----Original Message-----\nFrom: x').quoted).toMatch(/^-----Original Message-----/);
    expect(splitQuoted('Thanks\n\nFrom: Safari <a@b.c>\nSent: Tuesday\nSubject: Re').text).toBe('Thanks');
    expect(splitQuoted('Sure.\n> old\n> older')).toEqual({ text: 'Sure.', quoted: '> old\n> older' });
  });

  it("keeps the traveller's own words whole, a From: line of theirs and inline quotes included", () => {
    expect(splitQuoted('From: Berlin we fly on 3 June.\n> you asked\nmy answer')).toEqual({ text: 'From: Berlin we fly on 3 June.\n> you asked\nmy answer', quoted: null });
  });
});
