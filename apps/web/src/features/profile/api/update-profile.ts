import type { TProfileUpdateResponse } from "@nutriguia/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type TProfileUpdate = {
  fullName?: string;
  phoneNumber?: string;
  currentPassword?: string;
  newPassword?: string;
  profilePhoto?: File | null;
};

/** Only non-empty fields are sent (000 §5); null when nothing would be sent. */
export function profileFormData(input: TProfileUpdate): FormData | null {
  const data = new FormData();
  for (const key of ["fullName", "phoneNumber", "currentPassword", "newPassword"] as const) {
    const value = input[key]?.trim();
    if (value) data.append(key, key.endsWith("assword") ? (input[key] ?? "") : value);
  }
  if (input.profilePhoto) data.append("profilePhoto", input.profilePhoto);
  return [...data.keys()].length > 0 ? data : null;
}

/** PUT /api/account/profile (multipart): personal data, photo and password changes. */
export function updateProfile(formData: FormData): Promise<TProfileUpdateResponse> {
  return api.put<TProfileUpdateResponse>("/api/account/profile", undefined, { formData });
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
