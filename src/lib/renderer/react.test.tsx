import { render, screen, waitFor } from "@testing-library/react";
import { Suspense, lazy, useEffect, useRef, useState, type Ref } from "react";
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

it("runs the effects of the last render before the next click, as React does", async () => {
  function Counter() {
    const [count, setCount] = useState(0);
    const seen = useRef(0);
    useEffect(() => {
      seen.current = count;
    });
    return (
      <>
        <button onClick={() => setCount(count + 1)}>Add</button>
        <output>{count}</output>
        <button onClick={() => (document.title = `seen ${seen.current}`)}>Read</button>
      </>
    );
  }
  render(<Counter />);
  // Native clicks, not Testing Library's, which wrap each event in act() and flush on their own.
  screen.getByRole("button", { name: "Add" }).click();
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("1"));
  screen.getByRole("button", { name: "Read" }).click();
  expect(document.title).toBe("seen 1");
});
