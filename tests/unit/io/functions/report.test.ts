// @vitest-environment node
// GET /api/report: a download token gets the report of its own dataset version, against a real local Blobs server and
// the fake Stripe API.
import { beforeEach, describe, expect, it } from "vitest";
import { issueDownloadToken } from "~/server/payments/download-token.ts";
import { TOKEN_SECRET, useFulfilment } from "../../../helpers/fulfilment.ts";

describe("fulfilment against the fake Stripe API", () => {
  const { download, paidWithToken, storeSeedReport } = useFulfilment();

  describe("bounded access: versioned tokens", () => {
    beforeEach(storeSeedReport);

    it("a token downloads the report of its dataset version", async () => {
      const { token } = await paidWithToken();
      const res = await download(token);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
    });

    it("refuses (410) a token issued for a dataset version that is no longer served", async () => {
      const { id } = await paidWithToken();
      const { token } = issueDownloadToken(id, "fedcba9876543210", TOKEN_SECRET);
      const res = await download(token);
      expect(res.status).toBe(410);
      expect((await res.json()).error).toBe("token_version_gone");
    });
  });
});
