import { describe, expect, it } from "vitest";
import { FORM_EMAILS_PER_DAY, mayEmail, quotaMailbox } from "~/domain/email-quota.ts";

describe("quotaMailbox", () => {
  it("counts every +tag of an address as its one mailbox, whatever the domain", () => {
    for (const address of ["bomb+1@x.com", "bomb+2@x.com", "bomb+a+b@x.com", "bomb@x.com"]) {
      expect(quotaMailbox(address)).toBe("bomb@x.com");
    }
  });

  it("ignores case and the spaces around the address", () => {
    expect(quotaMailbox("  Bomb+News@X.COM ")).toBe("bomb@x.com");
  });

  it("ignores the dots Gmail ignores, and counts googlemail.com as gmail.com", () => {
    for (const address of ["b.o.m.b@gmail.com", "B.OMB+1@Gmail.com", "bomb@googlemail.com", "b.omb+x@googlemail.com"]) {
      expect(quotaMailbox(address)).toBe("bomb@gmail.com");
    }
  });

  it("keeps the dots of other providers, where a.b and ab are two mailboxes", () => {
    expect(quotaMailbox("a.b@example.com")).toBe("a.b@example.com");
    expect(quotaMailbox("a.b@gmail.com.example")).toBe("a.b@gmail.com.example");
  });

  it("keeps a local part that is only a tag whole", () => {
    expect(quotaMailbox("+x@example.com")).toBe("+x@example.com");
  });
});

describe("mayEmail", () => {
  const now = new Date("2026-11-27T12:00:00.000Z");
  const minutesAgo = (n: number) => new Date(now.getTime() - n * 60_000).toISOString();

  it("allows five sends in 24 hours and counts only those of the last 24 hours", () => {
    const four = [1, 2, 3, 4].map(minutesAgo);
    expect(mayEmail(four, now)).toBe(true);
    expect(mayEmail([...four, minutesAgo(5)], now)).toBe(false);
    expect(mayEmail([...four, minutesAgo(24 * 60 + 1)], now)).toBe(true);
    expect(FORM_EMAILS_PER_DAY).toBe(5);
  });
});
