import { useLayoutEffect, useRef } from 'react';
import { BlockEditor } from './block-editor';
import { newBlock, type BlockDraft, type BlockErrors } from '../newsletter-draft';
import { newsletterAdminTexts as texts } from '../texts';

type BlockListProps = {
  blocks: readonly BlockDraft[];
  /** The server's messages by block key (see blockErrorsOf), so they follow their block when others come or go. */
  errors: Partial<Record<string, BlockErrors>>;
  /** An update of the latest blocks, so an upload that ends later does not undo what was typed meanwhile. */
  onChange: (update: (blocks: BlockDraft[]) => BlockDraft[]) => void;
  /** A change arrived for a block that is no longer in the form (e.g. removed while its image uploaded). */
  onMissingBlock: () => void;
  onUploadFailed: (failure: unknown) => void;
};

/** The newsletter's blocks, in list order, and '+ Blok' to add one at the end. */
export function BlockList({ blocks, errors, onChange, onMissingBlock, onUploadFailed }: BlockListProps) {
  const latest = useRef(blocks);
  useLayoutEffect(() => {
    latest.current = blocks;
  });

  const change = (key: string, patch: Partial<BlockDraft>) => {
    if (!latest.current.some((block) => block.key === key)) {
      onMissingBlock();
      return;
    }
    onChange((current) => current.map((block) => (block.key === key ? { ...block, ...patch } : block)));
  };

  return (
    <section className="newsletter-blocks" aria-labelledby="newsletter-blocks-title">
      <h2 id="newsletter-blocks-title">{texts.blocks}</h2>
      {blocks.length === 0 && <p className="admin-hint">{texts.noBlocks}</p>}
      {blocks.map((block, index) => (
        <BlockEditor
          key={block.key}
          block={block}
          position={index + 1}
          errors={errors[block.key] ?? {}}
          onChange={(patch) => change(block.key, patch)}
          onRemove={() => onChange((current) => current.filter((other) => other.key !== block.key))}
          onUploadFailed={onUploadFailed}
        />
      ))}
      <div>
        <button
          type="button"
          className="button"
          onClick={() => onChange((current) => [...current, newBlock(current.length + 1)])}
        >
          {texts.addBlock}
        </button>
      </div>
    </section>
  );
}
