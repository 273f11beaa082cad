/**
 * The receipt's Print button: the server renders it hidden (a button needs
 * JavaScript to print), this shows it and wires it to the browser's print
 * dialog. No React, so the receipt page ships a few hundred bytes.
 */
for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-print]')) {
  button.hidden = false
  button.addEventListener('click', () => window.print())
}

export {}
