import { expect, it } from "vitest";
import { avatarSource, initialsOf, PLACEHOLDER_AVATAR_SRC } from "../components/avatar";
import { normalizeImageSource } from "./image-source";

it("normalises image sources", () => {
  const origin = "http://localhost:3000";
  expect(normalizeImageSource("https://cdn.x/a.jpg", origin)).toBe("https://cdn.x/a.jpg");
  expect(normalizeImageSource("blob:http://x/1", origin)).toBe("blob:http://x/1");
  expect(normalizeImageSource("data:image/png;base64,AAA", origin)).toBe("data:image/png;base64,AAA");
  expect(normalizeImageSource("/uploads/p/1.jpg", origin)).toBe("http://localhost:3000/uploads/p/1.jpg");
  const b64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk";
  expect(normalizeImageSource(b64, origin)).toBe(`data:image/jpeg;base64,${b64}`);
  expect(normalizeImageSource(null, origin)).toBeNull();
});

it("avatar rules: [Imagem] placeholder and initials", () => {
  expect(avatarSource("[Imagem]")).toBe(PLACEHOLDER_AVATAR_SRC);
  expect(avatarSource(null)).toBeNull();
  expect(initialsOf("Ana Maria Souza")).toBe("AS");
  expect(initialsOf("ana")).toBe("A");
  expect(initialsOf("")).toBe("?");
});
