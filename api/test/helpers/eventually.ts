/**
 * Asks `check` every 20 ms until it holds, for at most `ms`: for what another process, a
 * notice or a trigger makes true a moment later. Answers whether it came to hold.
 */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  ms = 2000,
): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}
