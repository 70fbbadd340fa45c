import { useState } from 'react';
import { it } from '../../i18n/it';
import { Button, Dialog, Modal } from '../../ui';
import { welcomeStore } from '../../state/consentPrompt';
import * as s from './Welcome.css';

/** Four slides, skippable; closing it in any way marks it as seen. */
export function WelcomeSlideshow() {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(true);
  const slides = it.welcome.slides;
  const close = () => {
    welcomeStore.set({ seen: true });
    setOpen(false);
  };
  const slide = slides[index]!;
  const last = index === slides.length - 1;
  return (
    <Modal isOpen={open} onOpenChange={(o) => !o && close()}>
      <Dialog
        title={slide.title}
        // The × keeps the dialogs' own name ('Chiudi'): two buttons both called 'Salta' would read as one
        // control announced twice.
        footer={
          <div className={s.footer}>
            <Button variant="ghost" onPress={close}>
              {it.welcome.skip}
            </Button>
            <span className={s.dots} aria-label={it.welcome.position(index + 1, slides.length)} role="img">
              {slides.map((_, i) => (
                <span key={i} className={i === index ? s.dotActive : s.dot} />
              ))}
            </span>
            <Button variant="primary" onPress={() => (last ? close() : setIndex(index + 1))}>
              {last ? it.welcome.start : it.welcome.next}
            </Button>
          </div>
        }
      >
        <p className={s.text}>{slide.text}</p>
      </Dialog>
    </Modal>
  );
}
