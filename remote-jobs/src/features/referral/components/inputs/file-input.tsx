// File answers (6): the allowed extensions from the field's answerLabel (or any type); several
// files on registration, one on update; a stored file (update) is kept unless replaced.
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { Button } from '@portal/shared/ui/button';
import { FileInput } from '@portal/shared/ui/field';
import { inlineRow, mutedText, stack } from '@portal/shared/ui/layout';
import { messages } from '../../../../messages';
import { fileTypes } from '../../engine/model';
import type { AnswerControlProps } from './text-input';

export interface FileAnswerProps extends AnswerControlProps {
  update: boolean;
  storedName?: string;
}

export function FileAnswer({ field, id, required, update, storedName }: FileAnswerProps) {
  const { input } = useField<File[]>(field.key, { subscription: { value: true } });
  const files = Array.isArray(input.value) ? input.value : [];
  const types = fileTypes(field);
  return (
    <Box>
      <FileInput
        id={id}
        name={field.key}
        multiple={!update}
        accept={types.length ? types.map((t) => `.${t}`).join(',') : undefined}
        aria-required={required || undefined}
        // The files picked are listed below, each with 取消.
        chosen={files.length ? null : undefined}
        onFiles={(picked) => input.onChange(update ? picked.slice(0, 1) : [...files, ...picked])}
      />
      <Note>{types.length ? messages.fileTypes(types) : messages.fileAnyType}</Note>
      {storedName && !files.length ? <Note>{messages.fileCurrent(storedName)}</Note> : null}
      {files.length ? (
        <List>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span>{file.name}</span>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={`${file.name} を取り消す`}
                onClick={() => input.onChange(files.filter((_, i) => i !== index))}
              >
                取消
              </Button>
            </li>
          ))}
        </List>
      ) : null}
    </Box>
  );
}

const Box = styled.div`
  ${stack('xs')}
  input[type='file'] {
    max-width: 100%;
  }
`;
const Note = styled.p`
  ${mutedText}
`;
const List = styled.ul`
  list-style: none;
  li {
    ${inlineRow('sm')}
    word-break: break-all;
  }
`;
