import { useState } from 'react';
import { SelectField } from '#components/ui/Field.tsx';
import type { SavedReplyView } from '#database/dto.ts';
import type { SavedReplyPlaceholder } from '#database/schemas/saved-reply.schema.ts';
import { fillPlaceholders } from '#lib/saved-reply.ts';
import { savedRepliesContent } from '../settings/saved-replies.content.ts';

const copy = savedRepliesContent.picker;

/** Fills the reply form from a saved reply, its placeholders filled from the enquiry; staff edit before sending. */
export function SavedReplyPicker({
  replies,
  values,
  onPick,
}: {
  replies: SavedReplyView[];
  values: Record<SavedReplyPlaceholder, string>;
  onPick: (reply: { subject: string; body: string }) => void;
}) {
  const [chosen, setChosen] = useState('');
  if (replies.length === 0) return null;
  return (
    <SelectField
      label={copy.label}
      hint={copy.hint}
      placeholder={copy.none}
      options={replies.map((reply) => ({ value: reply.id, label: reply.name }))}
      value={chosen}
      onChange={(event) => {
        setChosen(event.target.value);
        const reply = replies.find((r) => r.id === event.target.value);
        if (reply) onPick({ subject: fillPlaceholders(reply.subject, values), body: fillPlaceholders(reply.body, values) });
      }}
    />
  );
}
