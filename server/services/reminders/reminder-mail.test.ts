import { describe, expect, it } from 'vitest';
import { brushingReminderMail, photoReminderMail } from './reminder-mail.ts';

const base = {
  userId: 'u1',
  to: 'ann@example.com',
  firstName: 'Ann',
  petId: 'p1',
  petName: 'Rex <b>',
  dueDay: '2026-11-30',
  appUrl: 'https://pawsmile.example',
  unsubscribeToken: 'r1.body.sig',
};

describe('reminder mails', () => {
  it('keep the pet’s name out of the subject and carry both unsubscribe addresses', () => {
    for (const mail of [
      photoReminderMail({ ...base, intervalWeeks: 4, weeksSinceLastScan: 5 }),
      brushingReminderMail({ ...base, weekday: 1 }),
    ]) {
      expect(mail.subject).not.toContain('Rex');
      expect(mail.text).toMatch(/^Hello Ann,\n/);
      expect(mail.text).toContain('https://pawsmile.example/unsubscribe?token=r1.body.sig');
      expect(mail.text).toContain('https://pawsmile.example/account/reminders');
      expect(mail.text).toMatch(/— The PawSmile team$/);
      expect(mail.listUnsubscribeUrl).toBe(
        'https://pawsmile.example/api/reminders/one-click?token=r1.body.sig',
      );
      expect(mail.userId).toBe('u1');
    }
  });

  it('says how long since the last photo, or that the owner asked, and links to the scan', () => {
    const since = photoReminderMail({ ...base, firstName: null, intervalWeeks: 2, weeksSinceLastScan: 3 });
    expect(since.text).toMatch(/^Hello,\n/);
    expect(since.text).toContain("It has been 3 weeks since Rex <b>'s last dental photo.");
    expect(since.text).toContain('This reminder comes every 2 weeks');
    expect(since.text).toContain('https://pawsmile.example/home?pet=p1#scan');
    expect(since.dedupeKey).toBe('reminder:photo:p1:2026-11-30');
    expect(since.text).toContain('taken the same way as before');
    expect(since.text).toContain("counted from Rex <b>'s last scan");
  });

  it('asks a pet with no scans for its first photo and counts from when the reminder was turned on', () => {
    const first = photoReminderMail({ ...base, intervalWeeks: 1, weeksSinceLastScan: null });
    expect(first.text).toContain('remind you to take a dental photo of Rex <b> every 1 week.');
    expect(first.text).toContain('Rex <b> has no dental photo with us yet: take the first one');
    expect(first.text).toContain('Take the first photo now: https://pawsmile.example/home?pet=p1#scan');
    expect(first.text).toContain('This reminder comes every 1 week, counted from when you turned it on.');
    // Nothing that presumes an earlier scan.
    expect(first.text).not.toContain('same way as before');
    expect(first.text).not.toContain('last scan');
  });

  it('gives the daily-brushing advice and names the chosen day', () => {
    const mail = brushingReminderMail({ ...base, weekday: 3 });
    expect(mail.kind).toBe('reminder_brushing');
    expect(mail.dedupeKey).toBe('reminder:brushing:p1:2026-11-30');
    expect(mail.text).toContain('Brushing every day');
    expect(mail.text).toContain('VOHC');
    expect(mail.text).toContain('every Wednesday morning');
  });

  it('links the brushing reminder to a scan of the pet, as the photo reminder does', () => {
    const mail = brushingReminderMail({ ...base, weekday: 0 });
    expect(mail.text).toContain('Scan Rex <b>:\nhttps://pawsmile.example/home?pet=p1#scan\n');
  });
});
