import { render, screen, waitFor } from "@testing-library/react";
import { Suspense, lazy, useRef, type Ref } from "react";
import { expect, it, vi } from "vitest";

it("leaves out a lazily loaded part whose code fails, and says so in the console", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const Part = lazy(() =>
    Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
  );
  render(
    <main>
      <p>Screen</p>
      <Suspense fallback={<p>Loading</p>}>
        <Part />
      </Suspense>
    </main>,
  );
  await waitFor(() => expect(screen.queryByText("Loading")).not.toBeInTheDocument());
  expect(screen.getByRole("main")).toHaveTextContent(/^Screen$/);
  expect(error).toHaveBeenCalledWith("A part of the screen did not load", expect.any(TypeError));
  error.mockRestore();
});

it("hands a function component its ref as a prop, as React 19 does", () => {
  function Field({ ref }: { ref?: Ref<HTMLInputElement> }) {
    return <input aria-label="ID" ref={ref} />;
  }
  let focusField = () => {};
  function Form() {
    const field = useRef<HTMLInputElement>(null);
    focusField = () => field.current?.focus();
    return <Field ref={field} />;
  }
  render(<Form />);
  focusField();
  expect(screen.getByRole("textbox", { name: "ID" })).toHaveFocus();
});
