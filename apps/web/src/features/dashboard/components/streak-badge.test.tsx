import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { StreakBadge } from "./streak-badge";

describe("StreakBadge", () => {
  it("says how many days in a row, and what keeps the streak while today is empty", () => {
    const { rerender } = render(<StreakBadge streak={{ days: 3, loggedToday: true }} />);
    expect(screen.getByTestId("streak").textContent).toBe("3 dias seguidos");
    rerender(<StreakBadge streak={{ days: 1, loggedToday: false }} />);
    expect(screen.getByTestId("streak").textContent).toBe("1 dia seguido · registre hoje para continuar");
    rerender(<StreakBadge streak={{ days: 0, loggedToday: false }} />);
    expect(screen.getByTestId("streak").textContent).toBe("Comece sua sequência hoje");
  });
});
