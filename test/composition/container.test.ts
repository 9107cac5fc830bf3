import { describe, expect, it } from 'vitest';
import { bindFactory } from '../../composition/binding';
import { createContainer } from '../../composition/container';
import { token } from '../../core/shared/token';

const number = token<number>('test.Number');
const text = token<string>('test.Text');
const list = token<string[]>('test.List');

describe('the container (every environment’s: the page, each server request, the widget, the tests)', () => {
  it('loads modules in order and makes each binding once per container, so each request or page has its own', () => {
    const made: number[] = [];
    const compose = () => {
      const container = createContainer();
      container.load(
        (binder) => binder.bind(number).toConstantValue(2),
        (binder) =>
          bindFactory(binder, list, [number], (value) => {
            made.push(value);
            return [`${value}`];
          }),
      );
      return container;
    };
    const request = compose();
    expect(request.get(list)).toBe(request.get(list));
    expect(compose().get(list)).not.toBe(request.get(list));
    expect(made).toEqual([2, 2]);
  });

  it('fails loudly, naming the token, on a token bound twice (as two modules binding the same port would)', () => {
    const container = createContainer();
    container.bind(number).toConstantValue(1);
    expect(() => container.bind(number).toConstantValue(2)).toThrow('test.Number');
    expect(container.get(number)).toBe(1);
  });

  it('fails loudly, naming the token, on a binding that needs itself, instead of overflowing the stack', () => {
    const container = createContainer();
    bindFactory(container, text, [list], (values) => values.join());
    bindFactory(container, list, [text], (value) => [value]);
    expect(() => container.get(text)).toThrow('Symbol(test.Text) needs itself');
  });

  it('resolves a binding whose dependency was missing once that dependency is bound (a lazily loaded chunk’s)', () => {
    const container = createContainer();
    bindFactory(container, text, [number], (value) => `${value}`);
    expect(() => container.get(text)).toThrow('Nothing is bound to Symbol(test.Number)');
    container.load((binder) => binder.bind(number).toConstantValue(7));
    expect(container.get(text)).toBe('7');
  });

  it('lets a test replace a binding (isBound, unbind)', () => {
    const container = createContainer();
    container.bind(number).toConstantValue(1);
    expect(container.isBound(number)).toBe(true);
    container.unbind(number);
    expect(container.isBound(number)).toBe(false);
    container.bind(number).toConstantValue(2);
    expect(container.get(number)).toBe(2);
  });
});
