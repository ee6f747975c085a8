import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../test/build-test-app";
import { createUser } from "../../test/accounts";
import { startS3StandIn } from "../../test/s3-stand-in";

let s3: Awaited<ReturnType<typeof startS3StandIn>>;
let app: TTestApp;

beforeAll(async () => {
  s3 = await startS3StandIn("nutriguia-uploads", "AKIATESTKEY");
  app = await buildTestApp({
    S3_BUCKET: "nutriguia-uploads",
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: "AKIATESTKEY",
    S3_SECRET_ACCESS_KEY: "test-secret",
  });
});
afterAll(async () => {
  await app.close();
  await s3.close();
});

describe("uploads in an S3 bucket", () => {
  it("stores a profile photo in the bucket, serves it under /uploads and removes it with the account", async () => {
    const user = await createUser(app);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#2a9d8f" } }).png().toBuffer();
    const boundary = "----s3test";
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="profilePhoto"; filename="eu.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const updated = await app.inject({
      method: "PUT",
      url: "/api/account/profile",
      payload,
      headers: { ...user.auth, "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    const photo = updated.json().profilePhoto as string;
    const key = photo.replace("/uploads/", "").split("?")[0]!;
    expect(s3.objects.get(key)?.contentType).toBe("image/webp");

    const served = await app.inject({ method: "GET", url: photo });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.rawPayload.equals(s3.objects.get(key)!.data)).toBe(true);

    await app.inject({ method: "DELETE", url: "/api/account/delete", headers: user.auth, payload: { password: user.password } });
    expect([...s3.objects.keys()].filter((k) => k.includes(user.id))).toEqual([]);
    expect((await app.inject({ method: "GET", url: photo })).statusCode).toBe(404);
  });
});
